"""What a player may do when the rules ask, and doing it (OP 6-5-2, 7-1-2, 7-1-3).

Option action words (``docs/scenarios.md``, ONE PIECE section):

- Main Phase (6-5-2): ``play`` (a Character, Stage or [Main] Event from the hand, its cost in
  active DON!!, 6-5-3), ``act`` (an [Activate: Main] effect, ``args.ability``, 6-5-4),
  ``give`` (1 active DON!! to the Leader or a Character, 6-5-5; ``args.from``: the cost area,
  whose active DON!! the table lets the player drag onto the card), ``attack`` (``card``: the
  attacker; ``args.target``: the card attacked, ``args.attacks``: ``leader`` or its place
  ``C1``–``C5``, 7-1-1), ``pass`` (end the Main Phase, 6-5-2-1).
- Block Step (7-1-2): ``block`` (``card``: an active [Blocker]), ``pass``.
- Counter Step (7-1-3-2): ``counter`` (``card``: a Character card with a Counter value in the
  hand), ``play`` (a [Counter] Event), ``pass`` (done: on to the Damage Step).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.cards import Card
from desktop_app.engine.decisions import Option
from desktop_app.engine.observation import name_for
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name
from desktop_app.games.one_piece import board, processes
from desktop_app.games.one_piece.board import ACTIVE, CHARACTER, EVENT, LEADER, RESTED, STAGE, key

if TYPE_CHECKING:
    from desktop_app.engine.game import Game


def first_turn(game: Game, player: int) -> bool:
    """Whether this is ``player``'s first turn (OP 6-5-6-1: turns 1 and 2)."""
    return game.state.turn <= 2 and game.state.turn_player == player


def why_not_playable(game: Game, player: int, card: Card, timing: str) -> str:
    """Why ``card`` in ``player``'s hand cannot be played at ``timing`` (``main`` or
    ``counter``), or ``""`` if it can."""
    definition = game.definition(card.code)
    if definition.type == EVENT:
        if not any(board.plays_at(a, timing) for a in definition.abilities):
            return f"only an Event with [{timing.title()}] can be activated now (OP 10-2-3, 10-2-4)"
        if processes.restricted(game, player, "activate", card):
            return "an effect forbids you to activate it now (OP 1-3-3)"
    elif timing != "main" or definition.type not in (CHARACTER, STAGE):
        return "only [Counter] Events and Counter values are used in the Counter Step (OP 7-1-3-2)"
    if definition.type in (CHARACTER, STAGE) and processes.restricted(game, player, "play", card):
        return "an effect forbids you to play it now (OP 1-3-3)"
    cost = max(0, game.number(card, "cost"))  # OP 1-3-6-2
    if cost > len(board.cost_don(game, player, ACTIVE)):
        return f"its cost {cost} is more than your active DON!! (OP 2-7-2)"
    return ""


def _play_options(game: Game, player: int, timing: str) -> list[Option]:
    return [
        Option(
            f"play:{card.id}",
            f"Play {name_for(game, card, player)} ({max(0, game.number(card, 'cost'))})",
            "play",
            card.id,
            {"zone": key(player, _destination(game, card))},
        )
        for card in game.cards_in(key(player, "hand"))
        if not why_not_playable(game, player, card, timing)
    ]


def _destination(game: Game, card: Card) -> str:
    kind = board.card_type(game, card)
    return kind if kind in (CHARACTER, STAGE) else "trash"


def main_actions(game: Game, player: int) -> list[Option]:
    """OP 6-5-2: play, activate, give DON!!, attack; or end the Main Phase."""
    options = _play_options(game, player, "main")
    engine = board.abilities(game)
    options += [
        Option(
            f"act:{card.id}:{ability.index}",
            f"{name_for(game, card, player)}: {ability.text or 'activate'}",
            "act",
            card.id,
            {"ability": ability.index},
        )
        for card, ability in engine.activatable(game, player, "main")
    ]
    if board.cost_don(game, player, ACTIVE):
        options += [
            Option(
                f"give:{card.id}",
                f"Give 1 DON!! to {name_for(game, card, player)}",
                "give",
                card.id,
                # ``from``: the table gives it when an active DON!! of the cost area is dragged
                # onto the card
                {
                    "zone": card.zone,
                    "slot": card.slots[0] if card.slots else "",
                    "from": key(player, "cost"),
                    "from_state": ACTIVE,
                },
            )
            for card in board.fighters(game, player)
        ]
    options += attack_options(game, player)
    options.append(Option("pass", "End the Main Phase", "pass"))
    return options


def can_attack(game: Game, player: int, card: Card) -> bool:
    """OP 7-1-1-1, 3-7-4, 10-1-1-1, 6-5-6-1: an active Leader or Character that did not come
    this turn (unless [Rush], or [Rush: Character] against Characters, B12), not on its
    player's first turn, and not forbidden; an attack is declared by resting the attacker, so
    one that "cannot be rested" cannot attack (1-3-3)."""
    if card.state != ACTIVE or first_turn(game, player) or board.prohibited(game, card, "attack"):
        return False
    if board.prohibited(game, card, "be_rested"):
        return False
    if board.area(card) == LEADER:
        return True
    return not _arrived(game, card) or bool({"rush", "rush_character"} & set(board.keywords(game, card)))


def _arrived(game: Game, card: Card) -> bool:
    """Whether a Character came to the field this turn (3-7-4)."""
    return board.area(card) != LEADER and card.entered > int(game.flag("op.turn_tick", 0))


def _characters_only(game: Game, card: Card) -> bool:
    """An attacker that came this turn with [Rush: Character] and not [Rush] (B12: "This card
    can attack Characters on the turn in which it is played"), or one that "cannot attack a
    Leader on the turn in which it is played" (1-3-3): it attacks only Characters."""
    if not _arrived(game, card):
        return False
    forbidden = board.prohibited(game, card, "attack_leader_when_played")
    return forbidden or "rush" not in board.keywords(game, card)


def attack_options(game: Game, player: int) -> list[Option]:
    """OP 7-1-1-2: the opponent's Leader or one of their rested Characters (an active one too
    for an attacker whose text says it "can also attack your opponent's active Characters",
    the permission ``can:attack_active``, 1-3-1); never one that "cannot be attacked" (1-3-3)."""
    opponent = 1 - player
    # "your opponent cannot attack any card other than …": the others cannot be attacked (1-3-3)
    fighters = [c for c in board.fighters(game, opponent) if not board.prohibited(game, c, "be_attacked")]
    targets = [c for c in fighters if board.area(c) == LEADER or c.state == RESTED]
    options: list[Option] = []
    for attacker in board.fighters(game, player):
        if not can_attack(game, player, attacker):
            continue
        permissions = game.stat(attacker, "permissions")
        also_active = isinstance(permissions, tuple) and "can:attack_active" in permissions
        characters_only = _characters_only(game, attacker)
        for target in fighters if also_active else targets:
            if characters_only and board.area(target) == LEADER:
                continue
            # "cannot attack a Leader" / "… any card other than your opponent's Leader" (1-3-3)
            forbidden = "attack_leader" if board.area(target) == LEADER else "attack_characters"
            if board.prohibited(game, attacker, forbidden):
                continue
            # "this Leader cannot attack your opponent's Characters with …" for a while (1-3-3)
            if processes.restricted(game, player, "attack", target, attacker):
                continue
            options.append(
                Option(
                    f"attack:{attacker.id}:{target.id}",
                    f"Attack {name_for(game, target, player)} with {name_for(game, attacker, player)}",
                    "attack",
                    attacker.id,
                    {
                        "target": target.id,
                        "attacks": target.slots[0] if target.slots else LEADER,
                        "zone": target.zone,
                        "slot": target.slots[0] if target.slots else "",
                    },
                )
            )
    return options


def block_actions(game: Game, player: int) -> list[Option]:
    """OP 7-1-2-1, 10-1-4-1 (B7): an active [Blocker] of the defender other than the card
    attacked (a Leader with [Blocker] may block for a Character), once per battle; a [Blocker]
    is activated by resting it, so one that "cannot be rested" cannot block (1-3-3)."""
    current = board.battle(game)
    options: list[Option] = []
    if current is not None and not current.blocked:
        attacker = game.get(current.attacker)
        unblockable = attacker is not None and (
            "unblockable" in board.keywords(game, attacker) or board.prohibited(game, attacker, "be_blocked")
        )
        for card in board.fighters(game, player):
            if (
                not unblockable
                and card.id != current.target
                and card.state == ACTIVE
                and "blocker" in board.keywords(game, card)
                and not board.prohibited(game, card, "block")
                and not board.rest_forbidden(game, card, player)  # its cost: a rest (10-1-4-1, 8-1-1)
                and not processes.restricted(game, player, "block", card)  # OP 1-3-3
            ):
                options.append(
                    Option(f"block:{card.id}", f"Block with {name_for(game, card, player)}", "block", card.id)
                )
    return [*options, Option("pass", "Do not block", "pass")]


def counter_actions(game: Game, player: int) -> list[Option]:
    """OP 7-1-3-2: Counter values from the hand (7-1-3-2-1) and [Counter] Events paid with
    DON!! (7-1-3-2-2), as often as the defender likes; ``pass`` is done."""
    options = [
        Option(
            f"counter:{card.id}",
            f"Counter +{game.number(card, 'counter')} with {name_for(game, card, player)}",
            "counter",
            card.id,
            {"zone": key(player, "trash")},
        )
        for card in game.cards_in(key(player, "hand"))
        if board.card_type(game, card) == CHARACTER and game.number(card, "counter") > 0
    ]
    options += _play_options(game, player, "counter")
    return [*options, Option("pass", "Done: no more counters", "pass")]


# ====================================================================== doing it
def perform(game: Game, player: int, option: Option) -> Flow:
    """Carry out a Main Phase or Counter Step option (``attack`` is the turn's)."""
    card_id = option.card
    assert card_id is not None
    if option.action == "play":
        yield from processes.play_card(game, player, card_id)
    elif option.action == "act":
        card = game.card(card_id)
        engine = board.abilities(game)
        ability = next(a for a in engine.abilities(game, card) if a.index == option.args["ability"])
        yield from engine.play_ability(game, player, card.id, card.code, ability)
    elif option.action == "give":
        processes.give_don(game, player, card_id)
    elif option.action == "counter":
        yield from use_counter(game, player, card_id)


def use_counter(game: Game, player: int, card_id: int) -> Flow:
    """OP 7-1-3-2-1: trash the card; the Leader or one Character gets +its Counter value for
    this battle (the one attacked is offered first)."""
    card = game.card(card_id)
    amount = game.number(card, "counter")
    current = board.battle(game)
    fighters = board.fighters(game, player)
    if current is not None:
        fighters.sort(key=lambda c: c.id != current.target)
    game.move(
        card_id,
        key(player, "trash"),
        face_up=True,
        player=player,
        text=f"{player_name(player)} uses the Counter of {{0}}",
        rule="OP 7-1-3-2-1",
        data={"reason": "counter"},  # a step of the battle, not an effect's trash (8-1-1)
    )
    chosen = yield from game.choose_cards(
        player,
        [c.id for c in fighters],
        f"{player_name(player)}: Counter +{amount}: choose your Leader or a Character",
        rule="OP 7-1-3-2-1",
    )
    for target in chosen:
        found = game.card(target)
        game.add_effect(
            kind="stat", stat="power", amount=amount, targets=(target,), until="battle", controller=player
        )
        game.emit("modify", f"{{0}} gets +{amount} power for this battle", cards=[found], rule="OP 7-1-3-2-1")
