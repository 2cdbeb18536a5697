"""The battle (FoW 800): started at main timing, no use of the chase (704.2), five steps each
followed by a priority sequence: beginning (802), declare attack (803), declare block (804),
first strike (805), normal damage (806) and the end of battle (807).

Decision D9: the main-timing action "X attacks Y" starts the battle and names the attack
declared in its declare-attack step; if the attacker or the attacked object is no longer legal
then, the turn player forfeits (803.4) and no new battle starts this turn (803.6, applied to
every forfeit).
"""

from __future__ import annotations

from dataclasses import replace

from desktop_app.engine.cards import Card
from desktop_app.engine.game import Game
from desktop_app.engine.rules import Flow
from desktop_app.engine.zones import player_name
from desktop_app.games.force_of_will import board, chase
from desktop_app.games.force_of_will.board import BATTLE, FIELD, RECOVERED, RESTED, FoWBattle, key

STEPS = ("begin", "declare", "block", "first_strike", "damage", "end")
STEP_RULES = {
    "begin": "FoW 802",
    "declare": "FoW 803",
    "block": "FoW 804",
    "first_strike": "FoW 805",
    "damage": "FoW 806",
    "end": "FoW 807",
}


def fight(game: Game, player: int, attacker: int, target: int | None) -> Flow:
    """Start a battle whose attack will be ``attacker`` on ``target`` (``None``: the opponent)."""
    game.set_flag(BATTLE, FoWBattle(player, attacker, target, step="begin"))
    yield from run(game)


def run(game: Game) -> Flow:
    """The battle in progress, from its current step to its end (a resumed game re-enters here)."""
    while (current := board.battle(game)) is not None:
        if not current.done:
            game.state.step = current.step
            game.emit(
                "fow.battle_step",
                f"Battle: {current.step.replace('_', ' ')}",
                player=current.player,
                data={"step": current.step},
                rule=STEP_RULES[current.step],
            )
            yield from ACTIONS[current.step](game, current)
            current = board.battle(game)
            if current is None:
                return
            game.set_flag(BATTLE, replace(current, done=True))
        yield from chase.priority(
            game, prompt=f"battle ({current.step.replace('_', ' ')}): you have priority"
        )
        current = board.battle(game)
        if current is None:
            return
        if current.step == "end":
            _end(game)
            return
        game.set_flag(BATTLE, replace(current, step=STEPS[STEPS.index(current.step) + 1], done=False))


def _begin(game: Game, battle: FoWBattle) -> Flow:
    return
    yield


def _declare(game: Game, battle: FoWBattle) -> Flow:
    """FoW 803.3–803.5: the attack is declared if still legal; the attacker rests."""
    attacker = game.get(battle.attacker)
    target = game.get(battle.target) if battle.target is not None else None
    legal = attacker is not None and attacker in chase.attackers(game, battle.player)
    if legal and attacker is not None:
        legal = (battle.target is None) or (
            target is not None and target in chase.attack_targets(game, attacker)
        )
    # FoW 803.5, 1129.2: an action needed to attack ([Mobilize]'s cost) is done now; one that
    # cannot be done means no attack
    if legal and attacker is not None:
        legal = board.pay_mobilize(game, attacker)
    if not legal or attacker is None:
        game.log(f"{player_name(battle.player)} forfeits the attack", rule="FoW 803.4")
        game.set_flag(chase.FORFEIT, True)  # FoW 803.6
        game.set_flag(BATTLE, replace(battle, attacker=None, step="end", done=False))
        return
    rested = game.set_state(attacker.id, RESTED, player=battle.player, rule="FoW 803.5")
    what = "the opponent" if target is None else "{1}"
    game.emit(
        "fow.attack",
        f"{{0}} attacks {what}",
        player=battle.player,
        cards=[c for c in (rested, target) if c is not None],
        data={"target": battle.target},
        rule="FoW 803.3",
    )
    # "the number of times J/resonators you control attacked this turn": each attack declared
    attacked = chase.ATTACKED + str(battle.player)
    game.set_flag(attacked, int(game.flag(attacked, 0) or 0) + 1)
    yield from ()


#: the word of "J/resonators you control can block J/resonators with [Flying]" (a keyword grant)
BLOCK_FLYING = "block_flying"


def blockers(game: Game, battle: FoWBattle) -> list[Card]:
    """FoW 804.2: a recovered J/resonator with ATK and DEF of the defending player, not the
    attacked object; a [Flying] attacker only by a [Flying] one (1106.2) or one that "can block
    J/resonators with [Flying]" (the word ``block_flying``)."""
    attacker = game.get(battle.attacker)
    engine = game.ruleset.abilities
    assert engine is not None
    if attacker is None or engine.prohibited(game, attacker, "be_blocked"):  # "cannot be blocked"
        return []
    flying = board.has_keyword(game, attacker, "flying")
    return [
        c
        for c in game.cards_in(key(1 - battle.player, FIELD))
        if c.state == RECOVERED
        and board.battler(game, c)
        and c.id != battle.target
        and (not flying or board.has_keyword(game, c, "flying") or board.has_keyword(game, c, BLOCK_FLYING))
        and not engine.prohibited(game, c, "block")
        and board.mobilize_payable(game, c)  # FoW 1129.2, 804.4: its [Mobilize] cost can be paid
    ]


def _block(game: Game, battle: FoWBattle) -> Flow:
    """FoW 804.2: the defending player may block with one; blocking rests it."""
    defender = 1 - battle.player
    choices = [c.id for c in blockers(game, battle)]
    if not choices or game.is_dummy(defender):
        return
    chosen = yield from game.choose_cards(
        defender,
        choices,
        f"{player_name(defender)}: block with a J/resonator? (choose none to let the attack through)",
        up_to=True,
        rule="FoW 804.2",
    )
    if not chosen:
        return
    paying = game.get(chosen[0])
    if paying is None or not board.pay_mobilize(game, paying):
        return  # FoW 804.4: an action needed to block ([Mobilize]'s cost, 1129.2) that cannot be done
    blocker = game.set_state(chosen[0], RESTED, player=defender, rule="FoW 804.2")
    assert blocker is not None
    game.set_flag(BATTLE, replace(battle, blocker=blocker.id))
    # the attacker in the data: "Whenever this card is blocked" (fow.blocked)
    game.emit(
        "fow.block",
        "{0} blocks",
        player=defender,
        cards=[blocker],
        data={"attacker": battle.attacker},
        rule="FoW 804.2",
    )


def _first_strike(game: Game, battle: FoWBattle) -> Flow:
    """FoW 805.2: only an attacker with [First Strike] (1104) deals damage now (decision D10)."""
    attacker = _still(game, battle)
    if attacker is None or not board.has_keyword(game, attacker, "first strike"):
        return
    _strike(game, battle, attacker, counter=False)
    current = board.battle(game)
    if current is not None:
        game.set_flag(BATTLE, replace(current, struck=True))
    yield from ()


def _damage(game: Game, battle: FoWBattle) -> Flow:
    """FoW 806.2: the attacker (unless it struck first) and, at the same time, the blocker or
    the attacked J/resonator deal damage equal to their ATK."""
    attacker = _still(game, battle)
    if attacker is None:
        return
    _strike(game, battle, attacker, counter=True, attack=not battle.struck)
    yield from ()


def _still(game: Game, battle: FoWBattle) -> Card | None:
    """The attacker if it is still attacking (FoW 803.5a): in the field, a J/resonator with
    ATK and DEF, under the attacking player's control."""
    attacker = game.get(battle.attacker)
    if attacker is None or not board.battler(game, attacker) or attacker.controller != battle.player:
        return None
    return attacker


def _strike(game: Game, battle: FoWBattle, attacker: Card, *, counter: bool, attack: bool = True) -> None:
    from desktop_app.games.force_of_will import processes

    blocker = game.get(battle.blocker)
    gone = blocker is not None and (not board.battler(game, blocker) or blocker.controller == battle.player)
    if gone or (blocker is not None and blocker.id in battle.removed):
        blocker = None  # FoW 804.4a: it stopped blocking (1029.1b: or was removed from battle)
    target = game.get(battle.target) if battle.target is not None else None
    if target is not None and (not board.battler(game, target) or target.id in battle.removed):
        target = None  # (1029.1c: the attacker deals no damage to it)
    hits: list[tuple[Card, Card | None, int | None, int]] = []  # source, card, player, amount
    atk = game.number(attacker, "atk")
    if attack:
        if blocker is not None:
            if board.has_keyword(game, attacker, "pierce"):  # FoW 1102: the rest goes through
                capacity = max(0, game.number(blocker, "def") - blocker.counter(board.DAMAGE))
                to_blocker = min(atk, capacity)
                hits.append((attacker, blocker, None, to_blocker))
                if atk > to_blocker:
                    if battle.target is None:
                        hits.append((attacker, None, 1 - battle.player, atk - to_blocker))
                    elif target is not None:
                        hits.append((attacker, target, None, atk - to_blocker))
            else:
                hits.append((attacker, blocker, None, atk))
        elif battle.blocker is None and battle.target is None:
            hits.append((attacker, None, 1 - battle.player, atk))
        elif target is not None:
            hits.append((attacker, target, None, atk))
    if counter:
        other = blocker if blocker is not None else (target if battle.blocker is None else None)
        if other is not None:
            hits.append((other, attacker, None, game.number(other, "atk")))
    processes.deal_damage(game, hits, battle=True)


def remove_from_battle(game: Game, card: Card) -> None:
    """FoW 1029.1: ``card`` is no longer in the battle: an attacker no longer attacks (1029.1a, as
    one that stopped attacking, 803.5a), a blocker or the attacked J/resonator stays so for the
    battle but deals and is dealt no battle damage (1029.1b-c: ``FoWBattle.removed``)."""
    current = board.battle(game)
    if current is None or not board.in_battle(game, card):
        return
    if card.id == current.attacker:
        changed = replace(current, attacker=None)
    else:
        changed = replace(current, removed=(*current.removed, card.id))
    game.set_flag(BATTLE, changed)
    game.emit("log", "{0} is removed from battle", cards=[card], rule="FoW 1029.1")


def _end(game: Game) -> None:
    """FoW 807.2–807.4: "this battle" effects end, attack and block end, back to the main phase."""
    game.end_effects(lambda e: e.until == "end_of_battle")
    game.set_flag(BATTLE, None)
    game.state.step = ""


ACTIONS = {
    "begin": _begin,
    "declare": _declare,
    "block": _block,
    "first_strike": _first_strike,
    "damage": _damage,
    "end": _begin,
}
